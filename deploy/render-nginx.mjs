#!/usr/bin/env node
// Fills deploy/nginx/credit-portal.conf from environment variables, writes the friendly error pages
// with the portal's name, and checks the result with `nginx -t` (docs/deployment.md).
//
//   node deploy/render-nginx.mjs                      # Debian's nginx: /etc/nginx/sites-available/credit-portal.conf
//   node deploy/render-nginx.mjs --standalone DIR     # a self-contained nginx in DIR (tests, trials):
//                                                     # nginx -p DIR -c DIR/nginx.conf
//
// Every setting is checked first; each problem is named with its variable, then the script exits 1.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runIfCommand } from './run-script.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The settings, their defaults, and what each means (docs/deployment.md repeats this table). */
export const SETTINGS = {
  PORTAL_ROOT: { fallback: path.resolve(here, '..'), meaning: 'the checkout holding the built portal' },
  PORTAL_LISTEN: { fallback: '80', meaning: 'what nginx listens on for plain http: a port, or address:port (with TLS on, it only redirects to https)' },
  PORTAL_TLS_CERT: { fallback: '', meaning: 'the certificate chain (PEM, the site certificate first); with PORTAL_TLS_KEY it turns TLS on' },
  PORTAL_TLS_KEY: { fallback: '', meaning: 'the private key of PORTAL_TLS_CERT (PEM)' },
  PORTAL_TLS_LISTEN: { fallback: '443', meaning: 'what nginx listens on for https: a port, or address:port' },
  PORTAL_SERVER_NAME: { fallback: '', meaning: 'the site host names, separated by spaces (required: any other Host gets no page)' },
  PORTAL_RENDERERS: { fallback: '127.0.0.1:4174 127.0.0.1:4175', meaning: 'the renderer processes, host:port separated by spaces' },
  PORTAL_BACKEND_URL: { fallback: 'http://127.0.0.1:4173', meaning: "the city's back end serving /api, /credit and /sso" },
  PORTAL_CACHE_DIR: { fallback: '/var/cache/nginx/credit-portal', meaning: 'the micro-cache of public pages' },
  PORTAL_ERROR_PAGES_DIR: { fallback: '/var/www/credit-portal-errors', meaning: 'where the friendly 429/502/504 pages are written' },
  PORTAL_ACCESS_LOG: { fallback: '/var/log/nginx/credit-portal.access.log', meaning: 'the JSON access log' },
  PORTAL_REAL_IP_FROM: { fallback: '', meaning: 'addresses or CIDRs of a CDN or load balancer in front whose X-Forwarded-For is believed' },
};

/** A port, or address:port (an IPv6 address in brackets). */
const LISTEN = /^(?:\d{1,5}|(?:\[[0-9a-f:.]+\]|[0-9.]+):\d{1,5})$/i;
const listenPort = (listen) => listen.split(':').pop();

const HOST_PORT = /^(?:\[[0-9a-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/i;

function isCidr(value) {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !isIP(address ?? '')) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The settings from `env`, or every problem found (Chinese, naming the variable). */
export function readSettings(env) {
  const value = (name) => (env[name] ?? '').trim() || SETTINGS[name].fallback;
  const problems = [];
  const settings = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, value(name)]));

  const root = path.resolve(settings.PORTAL_ROOT);
  // The default city's build is build/, another city's (PORTAL_CITY, cities/) build-<city>/.
  const citiesFile = path.join(root, 'cities', 'cities.json');
  const defaultCity = existsSync(citiesFile) ? JSON.parse(readFileSync(citiesFile, 'utf8')).default : '';
  const city = (env.PORTAL_CITY ?? '').trim() || defaultCity;
  const staticDir = path.join(root, 'packages', 'portal-app', city === defaultCity ? 'build' : `build-${city}`, 'client');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    problems.push(`PORTAL_ROOT: ${root} 下没有构建好的门户（${staticDir}/index.html）；请先运行 node scripts/build.mjs（另一城市：PORTAL_CITY=${city}）`);
  }
  for (const name of ['PORTAL_LISTEN', 'PORTAL_TLS_LISTEN']) {
    if (!LISTEN.test(settings[name])) problems.push(`${name} 无效: ${settings[name]}（应为端口，或 地址:端口）`);
  }
  const tls = Boolean(settings.PORTAL_TLS_CERT || settings.PORTAL_TLS_KEY);
  if (tls) {
    for (const name of ['PORTAL_TLS_CERT', 'PORTAL_TLS_KEY']) {
      const file = settings[name];
      if (!file) problems.push(`${name} 未设置：PORTAL_TLS_CERT 和 PORTAL_TLS_KEY 须同时设置才能启用 TLS`);
      else if (!path.isAbsolute(file) || /[\s;{}'"]/.test(file)) problems.push(`${name} 必须是不含空格的绝对路径: ${file}`);
      else if (!existsSync(file)) problems.push(`${name} 指向的文件不存在: ${file}`);
    }
    if (listenPort(settings.PORTAL_LISTEN) === listenPort(settings.PORTAL_TLS_LISTEN)) {
      problems.push(`PORTAL_TLS_LISTEN 与 PORTAL_LISTEN 不能是同一端口: ${settings.PORTAL_TLS_LISTEN}`);
    }
  }
  if (!settings.PORTAL_SERVER_NAME) {
    problems.push('PORTAL_SERVER_NAME 未设置：请填写网站的域名（如 credit.example.gov.cn），其他 Host 的请求不会得到页面');
  } else if (!/^[A-Za-z0-9._* -]+$/.test(settings.PORTAL_SERVER_NAME) || settings.PORTAL_SERVER_NAME.split(/\s+/).includes('_')) {
    problems.push(`PORTAL_SERVER_NAME 无效: ${settings.PORTAL_SERVER_NAME}（应为以空格分隔的域名）`);
  }
  const renderers = settings.PORTAL_RENDERERS.split(/[\s,]+/).filter(Boolean);
  const badRenderers = renderers.filter((entry) => !HOST_PORT.test(entry));
  if (renderers.length === 0 || badRenderers.length > 0) {
    problems.push(`PORTAL_RENDERERS 无效: ${badRenderers.join(' ') || '（空）'}（应为以空格分隔的 主机:端口）`);
  }
  let backend = null;
  try {
    backend = new URL(settings.PORTAL_BACKEND_URL);
  } catch {
    backend = null;
  }
  if (!backend || !/^https?:$/.test(backend.protocol) || backend.pathname !== '/' || backend.search || backend.hash || backend.username) {
    problems.push(`PORTAL_BACKEND_URL 无效: ${settings.PORTAL_BACKEND_URL}（应为 http(s)://主机[:端口]）`);
    backend = null;
  }
  for (const name of ['PORTAL_CACHE_DIR', 'PORTAL_ERROR_PAGES_DIR', 'PORTAL_ACCESS_LOG']) {
    if (!path.isAbsolute(settings[name]) || /[\s;{}'"]/.test(settings[name])) problems.push(`${name} 必须是不含空格的绝对路径: ${settings[name]}`);
  }
  const realIpFrom = settings.PORTAL_REAL_IP_FROM.split(/[\s,]+/).filter(Boolean);
  const badRanges = realIpFrom.filter((entry) => !isCidr(entry));
  if (badRanges.length > 0) problems.push(`PORTAL_REAL_IP_FROM 中的地址无效: ${badRanges.join(' ')}（应为 IP 或 CIDR）`);
  if (problems.length > 0) return { problems };

  const backendPort = backend.port || (backend.protocol === 'https:' ? '443' : '80');
  return {
    problems: [],
    root,
    staticDir,
    listen: settings.PORTAL_LISTEN,
    tls: tls ? { cert: settings.PORTAL_TLS_CERT, key: settings.PORTAL_TLS_KEY, listen: settings.PORTAL_TLS_LISTEN } : null,
    serverName: settings.PORTAL_SERVER_NAME,
    renderers,
    backendScheme: backend.protocol.slice(0, -1),
    backendHostPort: `${backend.hostname.includes(':') ? `[${backend.hostname}]` : backend.hostname}:${backendPort}`,
    cacheDir: settings.PORTAL_CACHE_DIR,
    errorPagesDir: settings.PORTAL_ERROR_PAGES_DIR,
    accessLog: settings.PORTAL_ACCESS_LOG,
    realIpFrom,
  };
}

/** `template` with every {{NAME}} filled from `values`; an unknown name is an error. */
function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`模板中的未知变量 {{${name}}}`);
    return values[name];
  });
}

/**
 * With TLS on: the main server's https settings (nginx/credit-portal-tls.conf), and a plain-http server
 * that sends every request to the same address on https (with the port when it is not 443).
 */
function tlsParts(settings) {
  if (!settings.tls) {
    return {
      LISTEN_DIRECTIVES: `    listen ${settings.listen};`,
      TLS: '    # (off: PORTAL_TLS_CERT and PORTAL_TLS_KEY are not set)',
      COOKIE_FLAGS: 'httponly samesite=lax',
      TOKEN_COOKIE_FLAGS: 'nohttponly samesite=lax',
      HTTP_TO_HTTPS_SERVER: '',
    };
  }
  const { cert, key, listen } = settings.tls;
  const port = listenPort(listen);
  const template = readFileSync(path.join(here, 'nginx', 'credit-portal-tls.conf'), 'utf8');
  return {
    LISTEN_DIRECTIVES: '    # (https only: see TLS below)',
    TLS: fill(template, { TLS_LISTEN: listen, TLS_CERT: cert, TLS_KEY: key }).trimEnd(),
    COOKIE_FLAGS: 'secure httponly samesite=lax',
    TOKEN_COOKIE_FLAGS: 'secure nohttponly samesite=lax',
    HTTP_TO_HTTPS_SERVER: [
      '',
      '# Plain http only sends visitors to https (HSTS then keeps their browser there).',
      'server {',
      `    listen ${settings.listen};`,
      `    server_name ${settings.serverName};`,
      '    server_tokens off;',
      `    access_log ${settings.accessLog} credit_portal_json;`,
      `    return 301 https://$host${port === '443' ? '' : `:${port}`}$request_uri;`,
      '}',
    ].join('\n'),
  };
}

/**
 * The server that answers a request naming none of the site's hosts (another Host, a bare IP address,
 * a scanner): nginx closes the connection without an answer (444), and with TLS refuses the handshake,
 * so no page is rendered, cached or indexed under another name.
 */
function unknownHostServer(settings) {
  const lines = [
    '# Any Host but the site\'s own (PORTAL_SERVER_NAME) gets no page: the connection is closed unanswered,',
    '# so nothing is rendered, cached or indexed under another name.',
    'server {',
    `    listen ${settings.listen} default_server;`,
    ...(settings.tls ? [`    listen ${settings.tls.listen} ssl default_server;`, '    ssl_reject_handshake on;'] : []),
    '    server_name _;',
    '    server_tokens off;',
    `    access_log ${settings.accessLog} credit_portal_json;`,
    '    return 444;',
    '}',
  ];
  return lines.join('\n');
}

/** The site configuration: the template with every {{NAME}} filled; an unknown name is an error. */
export function renderSite(settings, headersSnippet) {
  const template = readFileSync(path.join(here, 'nginx', 'credit-portal.conf'), 'utf8');
  const values = {
    ...tlsParts(settings),
    HEADERS_SNIPPET: headersSnippet,
    SERVER_NAME: settings.serverName,
    UNKNOWN_HOST_SERVER: unknownHostServer(settings),
    RENDERER_SERVERS: settings.renderers.map((entry) => `    server ${entry} max_fails=1 fail_timeout=3s;`).join('\n'),
    BACKEND_URL: `${settings.backendScheme}://${settings.backendHostPort}`,
    BACKEND_SCHEME: settings.backendScheme,
    BACKEND_HOSTPORT: settings.backendHostPort,
    CACHE_DIR: settings.cacheDir,
    STATIC_DIR: settings.staticDir,
    ERROR_PAGES_DIR: settings.errorPagesDir,
    ACCESS_LOG: settings.accessLog,
    BROTLI:
      brotliModules().length > 0
        ? [
            'brotli on;',
            'brotli_comp_level 5;',
            'brotli_min_length 1024;',
            'brotli_types text/css text/javascript application/javascript application/json application/xml text/plain image/svg+xml application/manifest+json;',
          ].map((line) => `    ${line}`).join('\n')
        : '    # (brotli: install libnginx-mod-http-brotli-filter and render again)',
    REAL_IP_FROM:
      settings.realIpFrom.length === 0
        ? '# (no proxy or CDN in front: PORTAL_REAL_IP_FROM is empty)'
        : [...settings.realIpFrom.map((range) => `set_real_ip_from ${range};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'].join('\n'),
  };
  return fill(template, values);
}

/** The friendly pages nginx answers itself, each the one layout (nginx/html/error-page.html) with its words. */
const ERROR_PAGES = {
  'unavailable.html': { heading: '服务暂时不可用', text: '网站正在维护或访问量较大，请稍后再试。给您带来不便，敬请谅解。' },
  'busy.html': { heading: '访问过于频繁', text: '您在短时间内的访问次数过多，请一分钟后再试。' },
};

/** The friendly error pages with the portal's name (read from the built index.html's title), and their stylesheet. */
export function writeErrorPages(settings) {
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(settings.staticDir, 'index.html'), 'utf8'))?.[1] ?? '信用门户';
  const layout = readFileSync(path.join(here, 'nginx', 'html', 'error-page.html'), 'utf8');
  mkdirSync(settings.errorPagesDir, { recursive: true });
  for (const [file, { heading, text }] of Object.entries(ERROR_PAGES)) {
    const page = layout.replaceAll('{{PORTAL_NAME}}', title).replaceAll('{{HEADING}}', heading).replaceAll('{{TEXT}}', text);
    writeFileSync(path.join(settings.errorPagesDir, file), page);
  }
  copyFileSync(path.join(here, 'nginx', 'html', 'error-page.css'), path.join(settings.errorPagesDir, 'error-page.css'));
}

/** Debian's brotli modules (libnginx-mod-http-brotli-*), by absolute path: a prefix of our own breaks the relative ones. */
function brotliModules() {
  const modules = '/usr/lib/nginx/modules';
  return ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((name) => path.join(modules, name)).filter((file) => existsSync(file));
}

/** nginx.conf of a self-contained nginx under `dir`, with Debian's brotli modules and mime types. */
export function renderStandaloneMain(dir) {
  const asRoot = process.getuid?.() === 0;
  return `# A self-contained nginx for the credit portal (deploy/render-nginx.mjs --standalone): run with
#   nginx -p ${dir} -c ${dir}/nginx.conf        and stop with the same plus -s quit
${asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
${brotliModules().map((file) => `load_module ${file};`).join('\n')}
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/credit-portal.conf;
}
`;
}

function parseArgs(argv) {
  const options = {
    out: '/etc/nginx/sites-available/credit-portal.conf',
    snippet: '/etc/nginx/snippets/credit-portal-headers.conf',
    standalone: null,
    check: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--standalone') options.standalone = path.resolve(argv[(i += 1)] ?? '');
    else if (arg === '--out') options.out = path.resolve(argv[(i += 1)] ?? '');
    else if (arg === '--snippet') options.snippet = path.resolve(argv[(i += 1)] ?? '');
    else if (arg === '--no-check') options.check = false;
    else throw new Error(`未知参数: ${arg}（可用 --standalone DIR、--out FILE、--snippet FILE、--no-check）`);
  }
  return options;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const env = { ...process.env };
  if (options.standalone) {
    // Everything of a standalone nginx lives in its folder unless said otherwise.
    env.PORTAL_CACHE_DIR ||= path.join(options.standalone, 'cache');
    env.PORTAL_ERROR_PAGES_DIR ||= path.join(options.standalone, 'errors');
    env.PORTAL_ACCESS_LOG ||= path.join(options.standalone, 'logs', 'access.log');
  }
  const settings = readSettings(env);
  if (settings.problems.length > 0) {
    process.stderr.write(`nginx 配置未生成，请修正以下设置:\n${settings.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  if (options.standalone) options.snippet = path.join(options.standalone, 'credit-portal-headers.conf');
  const site = renderSite(settings, options.snippet);
  writeErrorPages(settings);
  mkdirSync(settings.cacheDir, { recursive: true });
  mkdirSync(path.dirname(options.snippet), { recursive: true });
  copyFileSync(path.join(here, 'nginx', 'credit-portal-headers.conf'), options.snippet);
  if (options.standalone) {
    const dir = options.standalone;
    for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
    writeFileSync(path.join(dir, 'credit-portal.conf'), site);
    writeFileSync(path.join(dir, 'nginx.conf'), renderStandaloneMain(dir));
    if (options.check) execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
    process.stdout.write(`已生成 ${dir}/nginx.conf；启动: nginx -p ${dir} -c ${dir}/nginx.conf\n`);
    return;
  }
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(options.out, site);
  process.stdout.write(`已生成 ${options.out} 和 ${options.snippet}\n`);
}

runIfCommand(import.meta.url, main);
