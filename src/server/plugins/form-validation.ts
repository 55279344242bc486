import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { validateForm } from '../../validation/validate.ts';
import { ApiError } from '../errors.ts';

/**
 * Operations that carry a form's data name it in the contract
 * (`x-fastify-config: { form: <form id> }`); their bodies are validated with the form's own
 * schema and keywords — the very rules the browser ran — and refused with the same issues.
 * The check is added after the route's own handlers (the contract's security), so a caller
 * who may not make the call is told so before anything about the data.
 */
export function registerFormValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const formId = (route.config as { form?: string } | undefined)?.form;
    if (!formId) return;
    const check: preHandlerAsyncHookHandler = async (request) => {
      const issues = validateForm(formId, request.body);
      if (issues.length) {
        throw new ApiError(400, 'errors.invalidRequest', `The ${formId} form has ${issues.length} problem(s)`, issues);
      }
    };
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...existing, check];
  });
}
