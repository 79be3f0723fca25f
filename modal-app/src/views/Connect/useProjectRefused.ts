import { useSyncExternalStore } from 'react'
import { isRefused, onRefused } from '../../controllers/projectAccess.js'

/** Whether the cloud refused this project here (or there is none): Connect then offers no way in. */
export const useProjectRefused = () => useSyncExternalStore(onRefused, isRefused, () => false)
