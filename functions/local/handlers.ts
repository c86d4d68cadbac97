/** Loads the handler of a route from functions/routes/<route-id>.ts, the same file infra bundles per Lambda. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteId } from '../../shared/routes.js';

export type RouteHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const loaded = new Map<RouteId, Promise<RouteHandler | undefined>>();

export function loadHandler(id: RouteId): Promise<RouteHandler | undefined> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = import(`../../functions/routes/${id}.ts`).then(
      (module: { handler?: RouteHandler }) => module.handler,
      (error: NodeJS.ErrnoException) => {
        // A route whose handler a later issue writes answers 501 rather than crashing the server.
        if (error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes(`${id}.ts`)) return undefined;
        throw error;
      },
    );
    loaded.set(id, pending);
  }
  return pending;
}
