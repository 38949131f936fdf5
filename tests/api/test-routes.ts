// Routes declared by the tests of the route table itself: a call answering 204 to whoever its
// access rule lets in, and the same declaration with its access rule left out (which the app
// refuses to mount, and the shop to start with).
import {
  access,
  defineRoute,
  type Access,
  type RouteDeclaration,
} from '../../src/server/api/http/route.ts';

/** `POST /api<path>`, answering 204 to the callers `rule` lets in. */
export const testRoute = (path: string, summary: string, rule: Access = access.public) =>
  defineRoute({
    method: 'POST',
    path,
    tag: 'Operations',
    summary,
    access: rule,
    responses: { 204: { description: 'Done.' } },
    handler: (c) => c.body(null, 204),
  });

/** `POST /api<path>` as a declaration that forgot to say who may call it. */
export const routeWithoutAccess = (path: string, summary: string): RouteDeclaration =>
  ({ ...testRoute(path, summary), access: undefined }) as unknown as RouteDeclaration;
