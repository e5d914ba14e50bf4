// Types the library takes from packages it bundles or from Node: declared here so that the package
// stands alone for a consumer's type check. Each is opaque: its members are in the package named.

/** Bundle from @sigstore/bundle. */
export interface Bundle {}
/** Client from @modelcontextprotocol/sdk/client/index.js. */
export interface Client {}
/** EventSourceMessage from eventsource-parser. */
export interface EventSourceMessage {}
/** FetchLike from @modelcontextprotocol/sdk/shared/transport.js. */
export interface FetchLike {}
/** JSONRPCMessage from @modelcontextprotocol/sdk/types.js. */
export interface JSONRPCMessage {}
/** KeyObject from node:crypto. */
export interface KeyObject {}
/** LookupFunction from node:net. */
export interface LookupFunction {}
/** MessageExtraInfo from @modelcontextprotocol/sdk/types.js. */
export interface MessageExtraInfo {}
/** OAuthClientInformationMixed from @modelcontextprotocol/sdk/shared/auth.js. */
export interface OAuthClientInformationMixed {}
/** OAuthClientMetadata from @modelcontextprotocol/sdk/shared/auth.js. */
export interface OAuthClientMetadata {}
/** OAuthClientProvider from @modelcontextprotocol/sdk/client/auth.js. */
export interface OAuthClientProvider {}
/** OAuthDiscoveryState from @modelcontextprotocol/sdk/client/auth.js. */
export interface OAuthDiscoveryState {}
/** OAuthTokens from @modelcontextprotocol/sdk/shared/auth.js. */
export interface OAuthTokens {}
/** SerializedBundle from @sigstore/bundle. */
export interface SerializedBundle {}
/** Stats from node:fs. */
export interface Stats {}
/** Transport from @modelcontextprotocol/sdk/shared/transport.js. */
export interface Transport {}
/** TransportSendOptions from @modelcontextprotocol/sdk/shared/transport.js. */
export interface TransportSendOptions {}
/** TrustedRoot from @sigstore/protobuf-specs. */
export interface TrustedRoot {}
/** The bytes of a Node Buffer. */
export interface Buffer extends Uint8Array {}
/** Node's NodeJS names the declarations use, as plain types. */
export declare namespace NodeJS {
  type ProcessEnv = Record<string, string | undefined>;
  type Platform = string;
  type Signals = string;
}
