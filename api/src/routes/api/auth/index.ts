// /api/auth: registration, login, logout, current account, password change and reset.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerRoutes } from './register.js';
import { loginRoutes } from './login.js';
import { sessionRoutes } from './session.js';
import { passwordRoutes } from './password.js';
import { resetPasswordRoutes } from './reset-password.js';

const auth: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(registerRoutes);
  await fastify.register(loginRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(resetPasswordRoutes);
};

export default auth;
