import { writeCookie } from './cookies';
import { cookieNames, localKeys } from './keys';
import { localStore } from './storage';

function randomUuid(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let mirroredId: string | null = null;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The device id: a UUID kept in local storage, made on first
 * use, and mirrored into the `SHELL_deviceId` cookie so same-origin requests
 * carry it.
 */
export function getDeviceId(): string {
  let id = localStore.getItem(localKeys.deviceId);
  if (!id || !uuidPattern.test(id)) {
    id = randomUuid();
    localStore.setItem(localKeys.deviceId, id);
  }
  if (mirroredId !== id) {
    writeCookie(cookieNames.deviceId, id);
    mirroredId = id;
  }
  return id;
}
