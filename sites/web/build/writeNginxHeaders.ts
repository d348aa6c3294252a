// `pnpm deploy:headers`: writes deploy/nginx/security-headers.conf, the nginx
// example's headers, for the brand VITE_BRAND names (the demo by default)
// from the module the build and `vite preview` use. A unit test fails when the
// committed file no longer matches the demo's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandNamed } from '../src/brands/registry';
import { nginxHeadersConf } from './securityHeaders';

const target = join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx', 'security-headers.conf');
writeFileSync(target, nginxHeadersConf(brandNamed(process.env.VITE_BRAND)));
console.log(`Wrote ${target}`);
