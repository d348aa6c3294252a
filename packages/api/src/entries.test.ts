// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as bytes from './codec/bytes';
import * as des from './codec/des';
import * as codecs from './codec/index';
import * as payload from './codec/payload';
import * as rsa from './codec/rsa';
import { endpointList } from './endpoints/all';
import * as hooks from './hooks/index';
import * as main from './index';
import * as session from './session/index';
import * as testing from './testing/addresses';

/** The package's entries, as package.json maps them. */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
  sideEffects: unknown;
};

const entries = { '.': main, './hooks': hooks, './session': session, './codecs': codecs, './testing': testing };

describe('package entries', () => {
  it('map each subpath to a source file that exists, and nothing else', () => {
    const { './package.json': _manifest, ...sources } = manifest.exports;
    expect(Object.keys(sources).sort()).toEqual(Object.keys(entries).sort());
    for (const target of Object.values(sources)) {
      expect(existsSync(new URL(`../${target}`, import.meta.url)), target).toBe(true);
    }
    expect(manifest.sideEffects).toBe(false);
  });

  it('keep the codec building blocks private', () => {
    const internals = new Set(
      [bytes, des, rsa, payload].flatMap((module) => Object.keys(module)).filter((name) => !(name in codecs)),
    );
    // The building blocks themselves, by name, so a rename cannot hide one.
    for (const name of ['modPow', 'desEcbRaw', 'pkcs7Pad', 'rsaEncryptString', 'parseRsaModulus', 'base64Encode']) {
      expect(internals.has(name), name).toBe(true);
    }
    for (const [entry, exported] of Object.entries(entries)) {
      const leaked = Object.keys(exported).filter((name) => internals.has(name));
      expect(leaked, entry).toEqual([]);
    }
  });

  it('keep React out of the main entry and the hooks in theirs', () => {
    const hookNames = Object.keys(hooks).filter((name) => /^use[A-Z]/.test(name));
    expect(hookNames.length).toBeGreaterThan(100);
    expect(Object.keys(main).filter((name) => /^use[A-Z]|Provider$/.test(name))).toEqual([]);
    expect(Object.keys(session).filter((name) => /^use[A-Z]/.test(name))).toEqual([]);
  });

  it('export every call definition, so any call can be made with client.call', () => {
    const exported = new Set<unknown>(Object.values(main));
    const missing = endpointList.filter((definition) => !exported.has(definition)).map((definition) => definition.id);
    expect(missing).toEqual([]);
  });

  it('export no name from two entries', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [entry, exported] of Object.entries(entries)) {
      for (const name of Object.keys(exported)) {
        const first = seen.get(name);
        if (first) twice.push(`${name} (${first}, ${entry})`);
        else seen.set(name, entry);
      }
    }
    expect(twice).toEqual([]);
  });
});
