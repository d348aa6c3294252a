export type { AppDownload, AppDownloadKind, AppDownloadPageProps } from './AppDownloadPage';
export { AppDownloadPage, appDownloadOrder, downloadableApps, isDownloadUrl } from './AppDownloadPage';
