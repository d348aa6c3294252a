import { describe, expect, it } from 'vitest';
import { helpItemsOf } from './helpItems';

describe('helpItemsOf', () => {
  it('anchors the entries the site links to, in English and Chinese', () => {
    const en = helpItemsOf([
      { title: 'General Terms and Conditions', content: '<p>…</p>' },
      { title: 'Privacy Policy', content: '' },
    ]);
    expect(en.map((item) => item.id)).toEqual(['terms', 'privacy']);
    expect(en[0]?.aliases).toEqual(['general-terms']);
    const cn = helpItemsOf([
      { title: '一般条款与条件', content: '' },
      { title: '如何存款？', content: '' },
    ]);
    expect(cn.map((item) => item.id)).toEqual(['terms', 'help-2']);
  });

  it('gives other entries unique slugs', () => {
    const items = helpItemsOf([
      { title: 'How do I deposit?', content: '' },
      { title: 'How do I deposit?', content: '' },
    ]);
    expect(items.map((item) => item.id)).toEqual(['how-do-i-deposit', 'how-do-i-deposit-2']);
  });
});
