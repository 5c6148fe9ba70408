// Loaded into the Mozilla Observatory's scanner by deploy/observatory-scan.mjs --resolve (node --import):
// answers one host name with a fixed address, as an /etc/hosts line would, for that process only.
// OBSERVATORY_RESOLVE is `name=address`; every other name is looked up as usual.
import dns from 'node:dns';
import { isIP } from 'node:net';

const [name, address] = (process.env.OBSERVATORY_RESOLVE ?? '').split('=');
const family = isIP(address ?? '');
if (name && family) {
  const lookup = dns.lookup;
  // The scanner's HTTP clients (axios over node:http and node:https) resolve through dns.lookup.
  dns.lookup = function lookupWithOverride(hostname, options, callback) {
    const done = typeof options === 'function' ? options : callback;
    const settings = typeof options === 'object' && options !== null ? options : {};
    if (String(hostname).toLowerCase() !== name.toLowerCase()) return lookup.call(this, hostname, options, callback);
    if (settings.all) process.nextTick(done, null, [{ address, family }]);
    else process.nextTick(done, null, address, family);
    return undefined;
  };
}
