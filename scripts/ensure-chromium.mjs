#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium at /usr/bin/chromium (Playwright's own browser download
 * is not used); installed with apt-get when missing.
 */
import { ensureDebianPackages } from './ensureDebianPackages.mjs';

ensureDebianPackages({ label: 'ensure-chromium', files: ['/usr/bin/chromium'], packages: ['chromium'] });
