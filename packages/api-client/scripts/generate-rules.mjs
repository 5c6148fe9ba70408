// Writes src/rules.ts and src/rules/: the field rules of every JSON request body in the contract
// (required, lengths, pattern, enum, item counts), so that forms check what the server will check without
// writing the limits again by hand. `--check` fails when a file is not current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, '..', '..', '..', 'openapi', 'openapi.yaml');
const target = path.join(here, '..', 'src', 'rules.ts');
const bodiesDir = path.join(here, '..', 'src', 'rules');

const result = await bundle({ ref: source, config: await createConfig({}) });
const errors = result.problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0) throw new Error(`OpenAPI 文档有误:\n${errors.map((problem) => `- ${problem.message}`).join('\n')}`);
const document = result.bundle.parsed;
const schemas = document.components?.schemas ?? {};

const refName = (ref) => /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
const KEYS = ['const', 'minLength', 'maxLength', 'pattern', 'enum', 'format', 'minItems', 'maxItems', 'minimum', 'maximum'];

/** Adds a schema's constraints to `rule` (those already there win): through `$ref`s (naming the first as `kind`) and `allOf`. */
function collect(schema, rule, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return;
  for (const key of KEYS) if (schema[key] !== undefined && rule[key] === undefined) rule[key] = schema[key];
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (name && !seen.has(name)) {
      seen.add(name);
      rule.kind ??= name;
      collect(schemas[name], rule, seen);
    }
  }
  for (const member of schema.allOf ?? []) collect(member, rule, seen);
  if (schema.type === 'array' && schema.items && rule.itemEnum === undefined) {
    const items = {};
    collect(schema.items, items, seen);
    if (items.enum) rule.itemEnum = items.enum;
  }
}

/** A property's rule: its own constraints over those of the schemas it refers to. */
function ruleOf(property, required) {
  const rule = required ? { required: true } : {};
  collect(property, rule);
  return rule;
}

const forms = new Map();
for (const item of Object.values(document.paths ?? {})) {
  for (const operation of Object.values(item)) {
    const ref = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
    const name = ref && refName(ref);
    if (name && !forms.has(name)) forms.set(name, schemas[name]);
  }
}

const rules = {};
for (const name of [...forms.keys()].sort()) {
  const schema = forms.get(name);
  if (schema?.type !== 'object' || !schema.properties) continue;
  const required = new Set(schema.required ?? []);
  rules[name] = Object.fromEntries(Object.entries(schema.properties).map(([field, property]) => [field, ruleOf(property, required.has(field))]));
}

// Each body's rules are a module of their own (src/rules/<name>.ts, the constant `<name>Rules`): a
// bundler puts a module in one chunk whole, so a page that imports only its form's rules loads only those.
// One line per field: a reader scans a body's fields down the page.
const constantOf = (name) => `${name}Rules`;
const GENERATED = '// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.\n';
const bodyFiles = new Map(
  Object.entries(rules).map(([name, fields]) => [
    `${name}.ts`,
    `${GENERATED}import type { FieldRule } from '../rules.js';

/** The field rules of the request body ${name}. */
export const ${constantOf(name)} = {
${Object.entries(fields)
  .map(([field, rule]) => `  ${field}: ${JSON.stringify(rule)},`)
  .join('\n')}
} as const satisfies Record<string, FieldRule>;
`,
  ]),
);
const names = Object.keys(rules);
const imports = names.map((name) => `import { ${constantOf(name)} } from './rules/${name}.js';`).join('\n');
const reexports = `export { ${names.map(constantOf).join(', ')} };`;
const map = names.map((name) => `  ${name}: ${constantOf(name)},`).join('\n');

const text = `${GENERATED}// The field rules of every JSON request body: what the server checks, for forms to check first.
${imports}

/** What the contract says of one field of a request body. */
export interface FieldRule {
  readonly required?: true;
  /** The named schema the field refers to (Mobile, Uscc, ResidentId, TrackingNo…), for checks beyond the pattern. */
  readonly kind?: string;
  /** The one value allowed (a confirmation that must be ticked: \`true\`). */
  readonly const?: string | number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly itemEnum?: readonly (string | number)[];
}

${reexports}

/** The field rules of every request body, by its schema's name; each is also a module of its own (\`<name>Rules\`). */
export const fieldRules = {
${map}
} as const satisfies Record<string, Record<string, FieldRule>>;

/** The request bodies that have field rules, by their schema's name. */
export type RuledSchema = keyof typeof fieldRules;
`;

const expected = new Map([[target, text], ...[...bodyFiles].map(([file, content]) => [path.join(bodiesDir, file), content])]);
const present = fs.existsSync(bodiesDir) ? fs.readdirSync(bodiesDir).map((file) => path.join(bodiesDir, file)) : [];
const stale = present.filter((file) => !expected.has(file));
if (process.argv.includes('--check')) {
  const outdated = [...expected].filter(([file, content]) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') !== content).map(([file]) => file);
  if (outdated.length > 0 || stale.length > 0) {
    console.error(`src/rules.ts or src/rules/ is not current (${[...outdated, ...stale].map((file) => path.relative(process.cwd(), file)).join(', ')}): run \`pnpm --filter @credit-portal/api-client run generate\`.`);
    process.exit(1);
  }
  console.log('src/rules.ts and src/rules/ are current.');
} else {
  fs.mkdirSync(bodiesDir, { recursive: true });
  for (const file of stale) fs.rmSync(file);
  for (const [file, content] of expected) fs.writeFileSync(file, content);
  console.log(`wrote ${path.relative(process.cwd(), target)} and ${names.length} request bodies in ${path.relative(process.cwd(), bodiesDir)}`);
}
