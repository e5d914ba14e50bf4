/** Whether a server name follows the MCP registry's format (see SERVER_NAME_FORMAT). */
export declare function isRegistryServerName(name: string): boolean;
