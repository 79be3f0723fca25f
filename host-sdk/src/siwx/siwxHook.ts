import type { ModalOptions, SiwxCall } from '@airlock/shared-protocol/host'

/**
 * What the core reads of a SIWX config made by `@airlock/host-sdk/siwx` (DefaultSIWX,
 * createSIWXConfig, createSIWEConfig): its serialisable description for the modal, and the runner
 * of the modal's calls. The SIWX code itself lives in that entry, so apps without SIWX never load it.
 */
export interface AirlockSiwxHook {
  describe(): NonNullable<ModalOptions['siwx']>
  call(call: SiwxCall): Promise<unknown>
}

export type WithAirlockHook = { airlock?: AirlockSiwxHook }
