import type en from '../en/common';

const bn: typeof en = {
  switchTo: 'English',
  switchToLabel: 'Read this page in English',
  switchHint: 'This page is in English too.',
  switchHintAction: 'Read in English',
  dismiss: 'এখন নয়',
};
export default bn;
