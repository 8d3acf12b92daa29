import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The instance a route plugin registers on once zod types its requests: what
 * `instance.withTypeProvider<ZodTypeProvider>()` answers, so a plugin can hand it to helpers. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route plugin whose routes zod types: `register` adds them to the plugin's instance. */
export function zodRoutes(register: (app: ZodApp) => void | Promise<void>) {
  return async (instance: FastifyInstance) => {
    await register(instance.withTypeProvider<ZodTypeProvider>());
  };
}
