// The API reference in Markdown (docs/api.md), written from the OpenAPI document the route table
// generates (src/server/api/http/openapi.ts): by section, each call with who may make it, whether
// it takes the CSRF token, its cache policy, its parameters, its body and every answer with its
// schema, then the named schemas. `npm run docs:api` writes it with docs/openapi.json;
// tests/unit/api-reference.test.ts fails when the files in docs/ differ from what this writes.
import prettier from 'prettier';
import type { ApiDocument } from '../../src/server/api/http/openapi.ts';

/** The parts of a JSON Schema the reference writes. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  description?: string;
  contentMediaType?: string;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface MediaType {
  schema?: Schema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { description?: string; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  'x-access'?: string;
  'x-csrf'?: boolean;
  'x-cache'?: string;
  'x-body-limit'?: number;
}

/** Numbers past this are zod's "safe integer" bound, not a limit anyone chose: left unsaid. */
const SAFE = Number.MAX_SAFE_INTEGER;

const refName = (ref: string) => ref.split('/').at(-1)!;
const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

/** What a schema allows beyond its type, as a short note. */
function notes(schema: Schema): string[] {
  const said: string[] = [];
  const { minLength: min, maxLength: max } = schema;
  if (min !== undefined && max !== undefined) said.push(`${min} to ${max} characters`);
  else if (max !== undefined) said.push(`at most ${max} characters`);
  else if (min) said.push(`at least ${min} characters`);
  if (schema.pattern) said.push(`matches ${schema.pattern}`);
  if (schema.format) said.push(schema.format);
  if (schema.minimum !== undefined && schema.minimum > -SAFE) said.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) said.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined && schema.maximum < SAFE) said.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) said.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minItems) said.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) said.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) said.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) said.push(schema.description);
  return said;
}

const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : JSON.stringify(value);

/**
 * A schema as a TypeScript-like type, indented by `indent`; objects are written one property a
 * line, with what each allows beyond its type as a comment.
 */
function typeOf(schema: Schema | undefined, indent = ''): string {
  if (!schema || Object.keys(schema).length === 0) return 'unknown';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map((s) => typeOf(s, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, indent)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => typeOf({ ...schema, type }, indent)).join(' | ');
  switch (types[0]) {
    case 'array': {
      const item = typeOf(schema.items, indent);
      return /[|&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return objectOf(schema, indent);
    case 'integer':
    case 'number':
    case 'string':
    case 'boolean':
    case 'null':
      return schema.contentMediaType ? `bytes (${schema.contentMediaType})` : types[0];
    default:
      return 'unknown';
  }
}

function objectOf(schema: Schema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (!properties.length) {
    if (typeof extra === 'object') return `Record<string, ${typeOf(extra, indent)}>`;
    return 'object';
  }
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = properties.map(([name, property]) => {
    const said = notes(property);
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
    const optional = required.has(name) ? '' : '?';
    return `${inner}${key}${optional}: ${typeOf(property, inner)};${said.length ? ` // ${said.join('; ')}` : ''}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A schema in a table cell: a named one linked to its section, a short one inline, else below. */
function cellOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return `[${refName(schema.$ref)}](#${anchor(refName(schema.$ref))})`;
  const type = typeOf(schema);
  if (type.includes('\n')) return 'below';
  return `\`${type.replace(/\|/g, '\\|')}\``;
}

const block = (type: string) => ['```ts', type, '```'];

function parametersOf(operation: Operation, where: 'path' | 'query', title: string): string[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
  if (!parameters.length) return [];
  const rows = parameters.map((p) => {
    const said = [...notes(p.schema ?? {}), ...(p.description ? [p.description] : [])];
    const type = typeOf(p.schema).replace(/\|/g, '\\|');
    return `| \`${p.name}\` | \`${type}\` | ${p.required ? 'yes' : 'no'} | ${said.join('; ').replace(/\|/g, '\\|')} |`;
  });
  return [
    `**${title}**`,
    '',
    '| Name | Type | Required | Notes |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

function bodyOf(operation: Operation): string[] {
  const body = operation.requestBody;
  if (!body?.content) return [];
  const lines: string[] = [];
  for (const [type, media] of Object.entries(body.content)) {
    const schema = media.schema;
    if (schema?.contentMediaType) {
      lines.push(`**Request body** (\`${type}\`): ${body.description ?? 'bytes'}`, '');
      continue;
    }
    lines.push(`**Request body** (\`${type}\`)${schema?.$ref ? `: ${cellOf(schema)}` : ''}`, '');
    if (!schema?.$ref) lines.push(...block(typeOf(schema)), '');
  }
  return lines;
}

function answersOf(operation: Operation): string[] {
  const rows: string[] = [];
  const below: string[] = [];
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    const bodies = Object.entries(answer.content ?? {}).map(([type, media]) => {
      const cell = cellOf(media.schema);
      if (cell === 'below')
        below.push(`${status} (\`${type}\`):`, '', ...block(typeOf(media.schema)), '');
      const what = media.schema?.contentMediaType ? 'bytes' : cell;
      return type === 'application/json' ? what : `\`${type}\` ${what}`.trim();
    });
    const meaning = (answer.description ?? '').replace(/\|/g, '\\|');
    rows.push(`| ${status} | ${meaning} | ${bodies.join('; ')} |`);
  }
  return [
    '**Answers**',
    '',
    '| Status | Meaning | Body |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...below,
  ];
}

function operationOf(method: string, path: string, operation: Operation): string[] {
  const limit = operation['x-body-limit'];
  return [
    `### ${method.toUpperCase()} ${path}`,
    '',
    operation.summary ?? '',
    '',
    ...(operation.description ? [operation.description, ''] : []),
    `- **Who may call:** ${operation['x-access'] ?? 'anyone'}`,
    `- **CSRF token:** ${operation['x-csrf'] ? 'required (`X-CSRF-Token`)' : 'not needed'}`,
    `- **Cache-Control of a success:** \`${operation['x-cache'] ?? 'no-store'}\``,
    ...(limit ? [`- **Body limit:** ${limit / 1024 / 1024} MB`] : []),
    '',
    ...parametersOf(operation, 'path', 'Path parameters'),
    ...parametersOf(operation, 'query', 'Query parameters'),
    ...bodyOf(operation),
    ...answersOf(operation),
  ];
}

/** docs/api.md's text (before formatting) for `document`. */
export function apiMarkdown(document: ApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
  const lines = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the route table: edit the declarations, not this file. -->',
    '',
    `${document.info.title}, version ${document.info.version}: every call under \`/api\`, as the route table (\`src/server/api/routes/\`) declares it and \`GET /api/openapi.json\` serves it ([openapi.json](openapi.json) is the same document). Do not edit this file: change a declaration and run \`npm run docs:api\`; a test fails while the two files differ from what the code generates. How to add a call: [guides/add-an-endpoint.md](guides/add-an-endpoint.md).`,
    '',
    document.info.description ?? '',
    '',
    '## Sections',
    '',
    ...(document.tags ?? []).map(
      (tag) => `- [${tag.name}](#${anchor(tag.name)}): ${tag.description}`,
    ),
    '- [Schemas](#schemas): the shapes several calls share.',
    '',
  ];
  for (const tag of document.tags ?? []) {
    lines.push(`## ${tag.name}`, '', tag.description ?? '', '');
    for (const { path, method, operation } of operations)
      if (operation.tags?.includes(tag.name)) lines.push(...operationOf(method, path, operation));
  }
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(document.components.schemas ?? {}))
    lines.push(`### ${name}`, '', ...block(typeOf(schema as Schema)), '');
  return lines.join('\n');
}

/** `text` as prettier writes `file` (the repository's settings): what is checked in. */
export async function formatted(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** The two files of the reference, as `npm run docs:api` writes them: path → text. */
export async function referenceFiles(document: ApiDocument): Promise<Record<string, string>> {
  return {
    'docs/openapi.json': await formatted(JSON.stringify(document), 'docs/openapi.json'),
    'docs/api.md': await formatted(apiMarkdown(document), 'docs/api.md'),
  };
}
