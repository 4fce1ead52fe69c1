// Validated configuration, exposed as `fastify.config`.
import fp from 'fastify-plugin';
import { loadConfig, type AppConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface EnvPluginOptions {
  /** A config already built by buildApp (tests pass overrides through it). */
  config?: AppConfig;
}

export default fp<EnvPluginOptions>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config ?? loadConfig());
  },
  { name: 'env' },
);
