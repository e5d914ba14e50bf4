/** What a change of a JSON Schema does to what a caller may send (docs/formats.md, kinds of change). */
export type SchemaKind = 'prose' | 'schema-expansion' | 'schema-narrowing' | 'unclassified';
/** Counts the steps of a classification: the nodes given an identity and the pairs of schemas compared. */
export interface SchemaWork {
    units: number;
}
/**
 * The kinds of a change from one JSON Schema (draft 2020-12 or draft-07) to another, as a set of
 * `prose` (only `description`, `title`, `examples` or `$comment` changed), `schema-expansion` (what a
 * caller may send grows), `schema-narrowing` (it shrinks) and `unclassified` (a keyword the rules below do
 * not place). Equal schemas give the empty set. Where a rule cannot tell the direction, it gives both, so a
 * change that could let more through is never missing `schema-expansion`. References are compared as
 * text, never followed, so a `$ref` cycle costs nothing; the work is linear in the size of both schemas
 * (each node gets an identity once, and each pair of corresponding schemas is compared once).
 */
export declare function schemaChangeKinds(before: unknown, after: unknown, present?: {
    before: boolean;
    after: boolean;
}, work?: SchemaWork): Set<SchemaKind>;
