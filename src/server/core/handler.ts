import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema.gen';

type Operation<Id extends keyof operations> = operations[Id];

type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Query<T> = T extends { parameters: { query?: infer Q } } ? Q : never;
type Path<T> = T extends { parameters: { path: infer P } } ? P : never;
type Headers<T> = T extends { parameters: { header?: infer H } } ? ([H] extends [never] ? unknown : H) : unknown;

type SuccessCode = 200 | 201 | 202 | 204;
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Responses<T> = T extends { responses: infer R } ? R : never;
type ContentOf<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? undefined : unknown;

/** What a successful answer of the operation carries, by status code (the contract's 2xx). */
export type SuccessReplies<Id extends keyof operations> = {
  [S in keyof Responses<Operation<Id>> as S extends SuccessCode ? S : never]: ContentOf<Responses<Operation<Id>>[S]>;
};
/** The body of any successful answer of the operation. */
export type SuccessBody<Id extends keyof operations> = SuccessReplies<Id>[keyof SuccessReplies<Id>];

/**
 * The request of an operation, typed from the OpenAPI contract: body, query and path
 * parameters as the contract's validation (which runs before any handler) lets them through.
 */
export type OperationRequest<Id extends keyof operations> = FastifyRequest<{
  Body: JsonBody<Operation<Id>>;
  Querystring: Query<Operation<Id>>;
  Params: Path<Operation<Id>>;
  Headers: Headers<Operation<Id>>;
}>;

/**
 * One handler per operationId. It returns the body of a 200 (checked against the contract),
 * or the reply after sending another status itself (`reply.code(201).send(…)`).
 */
export type Handler<Id extends keyof operations> = (
  request: OperationRequest<Id>,
  reply: OperationReply<Id>,
) => Promise<SuccessBody<Id> | AnyReply>;

/** The reply of an operation: `reply.code(201).send(body)` checks the body against the contract's 201. */
export type OperationReply<Id extends keyof operations> = FastifyReply<{ Reply: AllReplies<Id> }>;
type AllReplies<Id extends keyof operations> = {
  [S in keyof Responses<Operation<Id>>]: ContentOf<Responses<Operation<Id>>[S]>;
};
