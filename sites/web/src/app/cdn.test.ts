import { permissionSchema } from '@lobby/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cdnPoolsOf } from './cdn';

const permission = (imageCDNs: string[], launchGameCDNs: string[]) =>
  v.parse(permissionSchema, { info: { imageCDNs, launchGameCDNs }, location: {} });

describe('the CDN pools of the permission answer', () => {
  it('builds the image pool from imageCDNs and the launch pool from launchGameCDNs', () => {
    const pools = cdnPoolsOf(permission(['https://img-a.example', 'https://img-b.example'], ['https://play.example']));
    expect(pools.image.hosts()).toEqual(['https://img-a.example', 'https://img-b.example']);
    expect(pools.launch.hosts()).toEqual(['https://play.example']);
    expect(pools.launch.resolve('/launch/PP/vs20')).toBe('https://play.example/launch/PP/vs20');
    expect(pools.launch.resolve('https://vendor.example/game')).toBe('https://vendor.example/game');
  });

  it('keeps a failed image host avoided when the answer is read again', () => {
    const hosts = ['https://img-c.example', 'https://img-d.example'];
    const first = cdnPoolsOf(permission(hosts, []));
    const failed = first.image.pick();
    if (failed === undefined) throw new Error('The pool picked no host');
    first.image.reportFailure(failed);
    // A fresh answer with the same hosts (the status is asked again after a maintenance alert).
    const again = cdnPoolsOf(permission([...hosts], []));
    expect(again.image.pick()).toBe(hosts.find((host) => host !== failed));
  });

  it('has no host before the answer, so paths stay on the site', () => {
    const pools = cdnPoolsOf(undefined);
    expect(pools.image.pick()).toBeUndefined();
    expect(pools.launch.resolve('/game/1')).toBe('/game/1');
  });
});
