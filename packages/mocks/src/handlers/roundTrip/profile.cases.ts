/** Round trips of the member's personal details: the read, and an update read back through it. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { player, type RoundTripCase, refusal, roundTrip, vip } from './case';

export const profileCases: Record<string, RoundTripCase> = {
  'member.playerInfo': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberPlayerInfoEndpoint),
    // demo_player has a real name (the payee name) and contacts, but no birthday, gender or messengers yet.
    check: (info) =>
      expect(info).toEqual({
        nickname: 'Lucky Player',
        email: 'demo.player@lobby.example',
        realName: 'Nguyen Van An',
        birthday: null,
        gender: null,
        qqNum: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
      }),
  }),
  'member.updateProfile': roundTrip({
    as: player,
    run: ({ client }) =>
      client.call(api.memberUpdateProfileEndpoint, {
        nickname: ' Ace ',
        birthday: '1990-02-28',
        gender: api.genderCodes.female,
        line: 'ace_line',
      }),
    async check(_result, { client, clientOf }) {
      expect(await client.call(api.memberInfoEndpoint)).toMatchObject({ account: player, nickname: 'Ace' });
      expect(await client.call(api.memberPlayerInfoEndpoint)).toMatchObject({
        nickname: 'Ace',
        realName: 'Nguyen Van An',
        birthday: '1990-02-28',
        gender: 'F',
        line: 'ace_line',
        whatsapp: null,
      });
      // Under 21 is refused, and nothing of the refused change is kept.
      const thisYear = new Date().getUTCFullYear();
      expect(
        await refusal(client.call(api.memberUpdateProfileEndpoint, { birthday: `${thisYear - 20}-01-01`, line: 'x' })),
      ).toBe('birthday.underage');
      // The real name is the payee name of withdrawals: once set, it stays.
      expect(await refusal(client.call(api.memberUpdateProfileEndpoint, { realName: 'Someone Else' }))).toBe(
        'real.name.set',
      );
      expect(await client.call(api.memberPlayerInfoEndpoint)).toMatchObject({
        birthday: '1990-02-28',
        line: 'ace_line',
        realName: 'Nguyen Van An',
      });
      // Another member's details are their own.
      expect(await clientOf(vip).call(api.memberPlayerInfoEndpoint)).toMatchObject({ birthday: null, line: null });
    },
  }),
};
