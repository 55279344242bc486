import type { AppContext } from '../context';
import { emailVerificationHandlers } from './email-verification-routes';
import { passwordRecoveryHandlers } from './password-recovery-routes';
import { userHandlers } from './profile-routes';
import { registrationHandlers } from './registration-routes';
import { authHandlers } from './sign-in-routes';
import { staffAccountHandlers } from './staff-accounts-routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...emailVerificationHandlers(ctx), ...passwordRecoveryHandlers(ctx), ...userHandlers(ctx), ...registrationHandlers(ctx), ...authHandlers(ctx), ...staffAccountHandlers(ctx) });
