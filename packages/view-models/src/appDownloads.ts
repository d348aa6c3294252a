import type { Resource } from '@lobby/api';
import type { AppDownload } from '@lobby/ui';

const kinds = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

/** The routers call's app resources (the right bar's QR codes, /down), in the views' shape. */
export function appsOf(resources: readonly Resource[] | undefined, language: string): AppDownload[] {
  return (resources ?? []).flatMap((resource) => {
    const kind = kinds.find((candidate) => candidate === String(resource.resourceType).toUpperCase());
    const url = resource.url ?? resource.qrCodeUrl;
    if (!kind || !url) return [];
    const label = language === 'CN' ? resource.labelNameCn : resource.labelNameEn;
    return [{ kind, url, ...(label ? { label } : {}) }];
  });
}
