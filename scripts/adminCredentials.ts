// Runs before `vike build`: the admin credential record for the login page (lib/build/adminCredentials.ts). A
// generated password is written and printed here, once, so rendering the pages neither writes files nor prints.
import { writeBuildCredentials } from '../lib/build/adminCredentials'
import { settings } from '../lib/build/settings'

writeBuildCredentials(settings)
