// Compiled by `npm run typecheck` (never run): the README's Solana snippet, as an app writes it, must
// type-check: the providers are typed, not `unknown` (TS18046 before).
import { createAppKit } from '@airlock/host-sdk'
import { anvil, solanaLocalnet } from '@airlock/host-sdk/networks'
import { useAppKitProvider } from '@airlock/host-sdk/react'
import { SolanaAdapter, type SolanaProvider } from '@airlock/host-sdk/solana'

export async function readmeSolanaSnippet(projectId: string) {
  const appKit = createAppKit({
    projectId,
    networks: [anvil, solanaLocalnet],
    adapters: [new SolanaAdapter()],
  })
  const solana = appKit.getProvider('solana') // or useAppKitProvider('solana') from ./react
  const signature: Uint8Array | undefined = await solana?.signMessage(new TextEncoder().encode('Hello'))
  const address: string | undefined = solana?.publicKey?.toBase58()
  return { signature, address }
}

export function useReadmeSolanaHook(): SolanaProvider | undefined {
  const { walletProvider, walletProviderType } = useAppKitProvider('solana')
  const type: 'solana' | undefined = walletProviderType
  void walletProvider?.publicKey?.toBase58()
  return type ? walletProvider : undefined
}
