// One JSON file per area keeps translators' diffs small and lets several
// features add messages without touching the same file.

import errors from './errors.json';
import header from './header.json';
import layout from './layout.json';
import pages from './pages.json';
import site from './site.json';
import status from './status.json';
import ui from './ui.json';

export default {
  ui,
  errors,
  header,
  layout,
  status,
  site,
  pages,
};
