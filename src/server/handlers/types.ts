import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema.gen';

type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Query<T> = T extends { parameters: { query?: infer Q } } ? Q : never;

/** The request of an operation, typed from the OpenAPI contract. */
export type OperationRequest<Id extends keyof operations> = FastifyRequest<{
  Body: JsonBody<operations[Id]>;
  Querystring: Query<operations[Id]>;
}>;

export type Handler<Id extends keyof operations> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<unknown>;
