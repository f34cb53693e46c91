#!/usr/bin/env node
// The `crosspoint` program. The server is TypeScript run through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
