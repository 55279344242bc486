import type { FastifyInstance } from 'fastify';
import { validateForm } from '../../validation/validate.ts';
import { ApiError } from '../errors.ts';

/**
 * Operations that carry a form's data name it in the contract
 * (`x-fastify-config: { form: <form id> }`); their bodies are validated with the form's own
 * schema and keywords — the very rules the browser ran — and refused with the same issues.
 */
export function registerFormValidation(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const formId = (request.routeOptions.config as { form?: string } | undefined)?.form;
    if (!formId) return;
    const issues = validateForm(formId, request.body);
    if (issues.length) {
      throw new ApiError(400, 'errors.invalidRequest', `The ${formId} form has ${issues.length} problem(s)`, issues);
    }
  });
}
