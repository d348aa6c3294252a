export type { AppDownload, AppDownloadKind, AppDownloadPageProps, AppDownloadStatus } from './AppDownloadPage';
export { AppDownloadPage, appDownloadOrder, downloadableApps, isDownloadUrl } from './AppDownloadPage';
