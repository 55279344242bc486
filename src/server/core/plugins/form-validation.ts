import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { schemaCatalogOf } from '../../../engine/schema-folder.ts';
import { declaredNames } from '../../../validation/closed-forms.ts';
import { validateForm, validateFormBody } from '../../../validation/validate.ts';
import { ApiError } from '../errors.ts';

type BodySchema = { properties?: object; additionalProperties?: unknown };

/** The contract's JSON body of a route. */
const jsonBody = (schema: unknown) =>
  (schema as { body?: { content?: Record<string, { schema?: BodySchema }> } } | undefined)?.body?.content?.['application/json']?.schema;

/**
 * Operations that carry a form's data name it in the contract
 * (`x-fastify-config: { form: <form id> }`); their bodies are validated with the form's own
 * schema and keywords — the very rules the browser ran — and refused with the same issues.
 * The form is closed (src/validation/closed-forms.ts): a field it does not declare, at any
 * depth, is refused with an issue naming it. The fields the contract adds around the form's
 * (its envelope: `row_version`) are checked by the contract and left out of the form's check.
 * The contract's security runs before it (security-first.ts), so a caller who may not make
 * the call is told so before anything about the data.
 */
export function registerFormValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const formId = (route.config as { form?: string } | undefined)?.form;
    if (!formId) return;
    let envelope: string[] | undefined;
    const check: preHandlerAsyncHookHandler = async (request) => {
      const contract = jsonBody(route.schema);
      if (!envelope) {
        const asked = new Set(declaredNames(schemaCatalogOf().forms.get(formId)?.schema));
        envelope = Object.keys(contract?.properties ?? {}).filter((name) => !asked.has(name));
      }
      const body = request.body;
      const answers = body !== null && typeof body === 'object' && !Array.isArray(body) && envelope.length
        ? Object.fromEntries(Object.entries(body).filter(([name]) => !envelope!.includes(name)))
        : body;
      // A body the contract leaves open holds more than this form (a registration: the kind
      // names the form of the rest, which its handler checks closed): checked open here.
      const open = contract?.additionalProperties !== undefined && contract.additionalProperties !== false;
      const issues = open ? validateForm(formId, answers) : validateFormBody(formId, answers);
      if (issues.length) {
        throw new ApiError(400, 'errors.invalidRequest', `The ${formId} form has ${issues.length} problem(s)`, issues);
      }
    };
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...existing, check];
  });
}
