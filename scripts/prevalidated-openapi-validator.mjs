// Stands in for @seriousme/openapi-schema-validator inside the built server (scripts/build-server.mjs
// bundles fastify-openapi-glue with this in its place). The build has checked the contract
// with the real validator and fails on an invalid one, so a start does not compile the
// OpenAPI meta-schema and check the 150 kB contract against it again (a tenth of a start).
// What glue uses is kept: the OpenAPI version, the specification, and its $refs resolved by
// the validator's own resolver.
import { replaceRefs } from '@seriousme/openapi-schema-validator/resolve.js';

export class Validator {
  async validate(specification) {
    this.specification = specification;
    this.version = ['3.0', '3.1', '3.2'].find((version) => String(specification.openapi).startsWith(version));
    return this.version ? { valid: true } : { valid: false, errors: 'not an OpenAPI 3 contract' };
  }

  resolveRefs() {
    return replaceRefs(this.specification);
  }
}
