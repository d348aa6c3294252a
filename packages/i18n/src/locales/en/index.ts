// One JSON file per area keeps translators' diffs small and lets several
// features add messages without touching the same file.

import accounts from './accounts.json';
import errors from './errors.json';
import foundations from './foundations.json';
import header from './header.json';
import languageName from './languageName.json';
import layout from './layout.json';
import pages from './pages.json';
import panels from './panels.json';
import records from './records.json';
import site from './site.json';
import status from './status.json';
import ui from './ui.json';

export default {
  ui,
  accounts,
  foundations,
  languageName,
  errors,
  header,
  layout,
  status,
  site,
  panels,
  pages,
  records,
};
