import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: no vanilla-extract plugin, since the package ships compiled CSS.
export default defineConfig({ plugins: [react()] });
