import type { SchemaTypes } from '../config/types.gen';

/**
 * The data-source registry's types: each named call's request and response shapes come from
 * schemas/api/<name>.{query,request,response}.json through the generated SchemaTypes, so
 * `api.call('wallet')` is typed without a hand-written list.
 */
export type ResponseOf<Name extends string> = `api/${Name}.response` extends keyof SchemaTypes
  ? SchemaTypes[`api/${Name}.response`]
  : unknown;

/** A data source's name: one with a response schema (schemas/api/<name>.response.json). */
export type ApiName = { [K in keyof SchemaTypes]: K extends `api/${infer N}.response` ? N : never }[keyof SchemaTypes];

/**
 * A query as the code passes it: the schema types a query field as the string it arrives as, and
 * a number in its place is written into the URL the same way (pageNo: 1 becomes ?pageNo=1).
 */
export type QueryParams<Q> = { [K in keyof Q]: string extends Q[K] ? Q[K] | number : Q[K] };

/** The body (for writes) or query (for reads) a named call takes. */
export type ParamsOf<Name extends string> = `api/${Name}.request` extends keyof SchemaTypes
  ? SchemaTypes[`api/${Name}.request`]
  : `api/${Name}.query` extends keyof SchemaTypes
    ? QueryParams<SchemaTypes[`api/${Name}.query`]>
    : Record<string, unknown>;
