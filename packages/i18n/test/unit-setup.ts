import { i18n } from '@lingui/core';

// Unit tests run in English unless a test activates another language; the compiled-in source
// messages are the English, so no catalog is needed.
i18n.loadAndActivate({ locale: 'en', messages: {} });
