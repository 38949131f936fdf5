// A route declaration as an operation of the OpenAPI document: its summary and section, who may
// call it (as security requirements and in words), whether the CSRF token applies, its cache
// policy and body limit, and every answer it gives with the contract's schema of its body, the
// failures the route table itself answers (validation, access, CSRF, size) included. The mount
// (mount.ts) puts it in front of the route as hono-openapi's describeRoute, where the document
// generator (openapi.ts) finds it; the parameters and JSON body come from the checkers
// (validate.ts).
import {
  describeRoute,
  resolver,
  type ContentWithResolver,
  type DescribeRouteOptions,
} from 'hono-openapi';
import * as z from 'zod/mini';
import { adminOrderDetailSchema } from '../../../api/schemas/admin-orders.ts';
import {
  adminProductSchema,
  categoryWriteSchema,
  productWriteSchema,
} from '../../../api/schemas/admin-products.ts';
import { categorySchema, productSchema, variationSchema } from '../../../api/schemas/catalog.ts';
import { apiErrorSchema, paginationSchema } from '../../../api/schemas/common.ts';
import { orderRequestSchema, orderSchema } from '../../../api/schemas/order.ts';
import { adminReviewSchema, productReviewSchema } from '../../../api/schemas/reviews.ts';
import { auditEntrySchema, staffMemberSchema } from '../../../api/schemas/staff.ts';
import { userSchema } from '../../../api/schemas/user.ts';
import type { StaffRole } from '../../../lib/staff.ts';
import { ACCESS_MESSAGES } from '../auth/middleware.ts';
import {
  CACHE_POLICIES,
  type Access,
  type Answer,
  type RouteDeclaration,
  type Schema,
} from './route.ts';

/** The contract's shapes that the reference names (components.schemas) rather than repeats. */
const namedSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  Error: apiErrorSchema,
  Pagination: paginationSchema,
  Category: categorySchema,
  Product: productSchema,
  Variation: variationSchema,
  Order: orderSchema,
  OrderRequest: orderRequestSchema,
  User: userSchema,
  ProductReview: productReviewSchema,
  StaffMember: staffMemberSchema,
  AuditEntry: auditEntrySchema,
  AdminProduct: adminProductSchema,
  ProductWrite: productWriteSchema,
  CategoryWrite: categoryWriteSchema,
  AdminOrder: adminOrderDetailSchema,
  AdminReview: adminReviewSchema,
}))
  namedSchemas.add(schema, { id });

/** How a schema is written in the document: named shapes by reference. */
export const schemaOf = (schema: Schema) =>
  resolver(schema, { options: { metadata: namedSchemas } });

const staffRoles = (roles: readonly StaffRole[]): string =>
  roles.length === 0 ? 'any staff member' : `staff: ${[...roles, 'admin'].join(' or ')}`;

/** Who may call, in words (the reference's "Who may call"). */
export function accessText(rule: Access): string {
  switch (rule.kind) {
    case 'public':
      return 'anyone';
    case 'customer':
      return 'a signed-in customer';
    case 'refresh-cookie':
      return `the holder of a ${rule.account === 'customer' ? "customer's" : "staff member's"} refresh cookie`;
    case 'staff':
      return staffRoles(rule.roles);
    case 'automation':
      return 'the automation token (ADMIN_TOKEN)';
    case 'automation-or-staff':
      return `the automation token (ADMIN_TOKEN), or ${staffRoles(rule.roles)}`;
  }
}

/** The security schemes the operations name (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A customer's access token, from sign-up, sign-in or a refresh.",
  },
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A staff member's access token, from the staff sign-in; its scopes are the roles the call takes (admin takes every one).",
  },
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The automation token, the ADMIN_TOKEN of the configuration.',
  },
  customerRefreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
  staffRefreshCookie: { type: 'apiKey', in: 'cookie', name: 'staff_refresh_token' },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The token of GET /api/auth/csrf-token, sent with the csrf_secret cookie that call sets.',
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

function requirements(rule: Access, csrf: boolean): Requirement[] {
  const scopes = (roles: readonly StaffRole[]) => (roles.length ? [...roles, 'admin'] : []);
  const ways: Requirement[] = {
    public: [{}],
    customer: [{ customerToken: [] }],
    'refresh-cookie': [
      rule.kind === 'refresh-cookie' && rule.account === 'staff'
        ? { staffRefreshCookie: [] }
        : { customerRefreshCookie: [] },
    ],
    staff: [{ staffToken: rule.kind === 'staff' ? scopes(rule.roles) : [] }],
    automation: [{ adminToken: [] }],
    'automation-or-staff': [
      { adminToken: [] },
      { staffToken: rule.kind === 'automation-or-staff' ? scopes(rule.roles) : [] },
    ],
  }[rule.kind];
  const all = csrf ? ways.map((way) => ({ ...way, csrfToken: [] })) : ways;
  return all.filter((way) => Object.keys(way).length > 0);
}

/** The failures the route table answers for a route, by status: what each means. */
function tableFailures(route: RouteDeclaration): Map<number, string[]> {
  const failures = new Map<number, string[]>();
  const add = (status: number, text: string) =>
    failures.set(status, [...(failures.get(status) ?? []), text]);
  const { request = {}, access: rule } = route;
  if (request.query) add(400, 'A query parameter is not one the call takes.');
  if (request.body) add(400, `The body is not JSON, or nests more deeply than the shop accepts.`);
  if (route.csrf)
    add(403, `The CSRF token is missing or not this browser's ("${ACCESS_MESSAGES.csrf}").`);
  if (rule.kind === 'customer') add(401, 'No valid customer access token.');
  if (rule.kind === 'refresh-cookie') add(401, 'No refresh cookie, or one that is no longer good.');
  if (rule.kind === 'staff') {
    add(401, 'No valid staff access token.');
    add(403, "A customer's token or the automation token, or a role the call does not take.");
  }
  if (rule.kind === 'automation') {
    add(401, 'No automation token.');
    add(403, "A staff member's or a customer's token.");
  }
  if (rule.kind === 'automation-or-staff') {
    add(401, 'Neither the automation token nor a valid staff access token.');
    add(403, "A customer's token, or a role the call does not take.");
  }
  if (request.params) add(404, `Nothing of that name or id ("${request.params.notFound}").`);
  if (route.method !== 'GET')
    add(
      413,
      route.bodyLimit
        ? `The body is larger than ${route.bodyLimit.bytes / 1024 / 1024} MB ("${route.bodyLimit.message}").`
        : 'The body is larger than the limit of every call (64 KB).',
    );
  if (request.body) add(422, 'The body breaks the contract: `errors` names each field refused.');
  return failures;
}

const jsonContent = (schema: Schema): ContentWithResolver => ({
  'application/json': { schema: schemaOf(schema) },
});

function answerContent(answer: Answer): { content?: ContentWithResolver } {
  const content: ContentWithResolver = answer.schema ? jsonContent(answer.schema) : {};
  for (const [type, schema] of Object.entries(answer.media ?? {}))
    content[type] = {
      schema: schema ? schemaOf(schema) : { type: 'string', contentMediaType: type },
    };
  return Object.keys(content).length ? { content } : {};
}

type Responses = NonNullable<DescribeRouteOptions['responses']>;

function responsesOf(route: RouteDeclaration): Responses {
  const responses: Responses = {};
  const failures = tableFailures(route);
  const statuses = new Set([...Object.keys(route.responses).map(Number), ...failures.keys()]);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const own = route.responses[status];
    const texts = [...(own ? [own.description] : []), ...(failures.get(status) ?? [])];
    responses[String(status)] = {
      description: texts.join(' '),
      ...(own?.schema || own?.media
        ? answerContent(own)
        : status >= 400
          ? { content: jsonContent(apiErrorSchema) }
          : {}),
    };
  }
  return responses;
}

/** The route's operation, as hono-openapi's describeRoute middleware. */
export function describe(route: RouteDeclaration) {
  const file = route.request?.file;
  return describeRoute({
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: requirements(route.access, route.csrf),
    'x-access': accessText(route.access),
    'x-csrf': route.csrf,
    'x-cache': CACHE_POLICIES[route.cache],
    ...(route.bodyLimit ? { 'x-body-limit': route.bodyLimit.bytes } : {}),
    ...(file
      ? {
          requestBody: {
            required: true,
            description: file.description,
            content: Object.fromEntries(
              file.types.map((type) => [
                type,
                { schema: { type: 'string', contentMediaType: type } },
              ]),
            ),
          },
        }
      : {}),
    responses: responsesOf(route),
  } as DescribeRouteOptions);
}
