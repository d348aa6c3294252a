import type { HelpItem } from '@lobby/api';
import type { HelpCenterItem } from '@lobby/ui';

/**
 * The platform's help entries carry a title and content only, so anchors
 * come from the entries everyone links to (the footer's about links and the
 * register form's terms link), recognised by their title in either
 * interface language. Other entries get a slug of their title, or their
 * position when the title has no Latin letters.
 */
const knownEntries: { id: string; aliases?: string[]; titles: string[] }[] = [
  { id: 'about', titles: ['about company', 'about us', '关于我们'] },
  { id: 'contact', titles: ['contact us', '联系我们'] },
  {
    id: 'terms',
    aliases: ['general-terms'],
    titles: ['general terms and conditions', 'terms and conditions', '一般条款与条件', '条款与条件'],
  },
  { id: 'responsible-gaming', aliases: ['responsible'], titles: ['responsible gaming', '理性博彩', '负责任博彩'] },
  { id: 'privacy', titles: ['privacy policy', '隐私政策'] },
  { id: 'affiliates', titles: ['affiliates', '合作伙伴', '代理加盟'] },
  { id: 'refund', titles: ['refund policy', '退款政策'] },
];

export function helpItemsOf(items: readonly HelpItem[]): HelpCenterItem[] {
  const used = new Set<string>();
  return items.map((item, index) => {
    const title = item.title.trim();
    const known = knownEntries.find((entry) => entry.titles.includes(title.toLowerCase()));
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    let id = known?.id ?? (slug || `help-${index + 1}`);
    if (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return { id, ...(known?.aliases ? { aliases: known.aliases } : {}), title, html: item.content };
  });
}
