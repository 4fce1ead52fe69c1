// A request that arrives while this API instance shuts down (a keep-alive connection that was
// busy when the shutdown began): 503 in the API's error shape, with the connection closed, so
// the client's retry opens a connection to another instance.
export const SHUTTING_DOWN_MESSAGE = 'This server is restarting. Please try again in a moment.';

export class ShuttingDownError extends Error {
  readonly statusCode = 503;

  constructor() {
    super(SHUTTING_DOWN_MESSAGE);
    this.name = 'ShuttingDownError';
  }
}
