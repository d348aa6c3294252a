/**
 * Logs a seed account in to a running HTTP sandbox and prints the token, for
 * curl sessions (login is encrypted, so curl alone cannot do it):
 *
 *   TOKEN=$(pnpm --silent --filter @lobby/mocks login demo_player 'Passw0rd!')
 *   curl -H 'Merchant: demo' -H "Authorization: $TOKEN" 127.0.0.1:4010/wps/v2/wallets/balance
 */
import { authLoginEndpoint, createPlatformClient, isPlatformError } from '@lobby/api';
import { DEFAULT_MERCHANT_CODE } from '../sandbox/sandbox';
import { SEED_PASSWORD } from '../sandbox/seed';
import { DEFAULT_SANDBOX_PORT } from '../server';
import { humanSlide } from '../testing/client';

async function main(): Promise<void> {
  const [username = 'demo_player', password = SEED_PASSWORD] = process.argv.slice(2);
  const baseUrl = process.env.SANDBOX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT || DEFAULT_SANDBOX_PORT}`;
  const client = createPlatformClient({
    baseUrl,
    merchantCode: process.env.SANDBOX_MERCHANT ?? DEFAULT_MERCHANT_CODE,
    getToken: () => null,
    getDeviceId: () => 'sandbox-cli',
    userAgent: null,
  });
  // A script has no hand to slide with: it sends what a passing slide sends.
  const result = await client.call(authLoginEndpoint, {
    type: 'username',
    username,
    password,
    sliderToken: await humanSlide(client),
  });
  process.stdout.write(`${result.token}\n`);
}

main().catch((error: unknown) => {
  const text = isPlatformError(error) ? `${error.kind}: ${error.message}` : String(error);
  process.stderr.write(`login failed: ${text}\n`);
  process.exit(1);
});
