// `npm run build:service`: the lead service compiled into service/dist/ (lib/build/serviceBuild.ts). A service host
// needs that folder with service/package.json and service/package-lock.json beside it: `npm ci --omit=dev && npm start`.
import { buildService } from '../lib/build/serviceBuild'

const started = performance.now()
await buildService('service/dist')
console.log(`build:service: wrote service/dist/ in ${Math.round(performance.now() - started)} ms`)
