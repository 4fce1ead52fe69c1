import type { ClientPathsWithMethod, MethodResponse } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import type { api } from './typed-client';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every API path that answers `method`, e.g. '/api/users/{id}' for 'get'. */
export type ApiPath<M extends Method> = ClientPathsWithMethod<typeof api, M>;

/** The success answer of `METHOD path`, e.g. `ApiAnswer<'get', '/api/users/{id}'>`. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = MethodResponse<typeof api, M, P>;

/** The query parameters `METHOD path` accepts (all optional unless the API requires them). */
export type ApiQuery<M extends Method, P extends ApiPath<M>> = paths[P][M] extends {
  parameters: { query?: infer Query };
}
  ? NonNullable<Query>
  : never;

/** The JSON body `METHOD path` takes. */
export type ApiBody<M extends Method, P extends ApiPath<M>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
