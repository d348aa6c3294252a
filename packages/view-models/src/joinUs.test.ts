import { describe, expect, it } from 'vitest';
import { joinUsProgrammeOf } from './joinUs';

describe('the agent programme on /join', () => {
  it("is the help centre's Affiliates entry, in either language", () => {
    const items = [
      { title: 'About Company', content: '<p>About</p>' },
      { title: 'Affiliates', content: '<p>Earn commission</p>' },
    ];
    expect(joinUsProgrammeOf(items)).toBe('<p>Earn commission</p>');
    expect(joinUsProgrammeOf([{ title: '合作伙伴', content: '<p>佣金</p>' }])).toBe('<p>佣金</p>');
  });

  it('is absent when the merchant has no such entry or none arrived', () => {
    expect(joinUsProgrammeOf([{ title: 'Privacy Policy', content: '<p>x</p>' }])).toBeUndefined();
    expect(joinUsProgrammeOf(undefined)).toBeUndefined();
  });
});
