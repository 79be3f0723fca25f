import { useState } from 'react'
import { Monogram } from './Monogram.js'

interface WalletImageProps {
  src?: string | undefined
  name: string
  size?: number
}

/**
 * A wallet's icon (data URI from EIP-6963 or a directory image URL): a pulsing placeholder while it
 * loads, and the wallet's initials when it has none or it fails, never a broken-image glyph.
 */
export function WalletImage({ src, name, size = 40 }: WalletImageProps) {
  // A new source starts over (loading), so the key resets the state.
  return src ? (
    <LoadingImage key={src} src={src} name={name} size={size} />
  ) : (
    <Monogram name={name} size={size} testId="wallet-monogram" />
  )
}

function LoadingImage({ src, name, size }: Required<WalletImageProps>) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (state === 'failed') return <Monogram name={name} size={size} testId="wallet-monogram" />
  return (
    // A block box: an inline span ignores its width and height, and the image's h-full and w-full
    // would then fill whatever block holds it (302 px in a plain div).
    <span style={{ width: size, height: size }} className="relative block shrink-0">
      {state === 'loading' ? (
        <span
          data-testid="wallet-image-skeleton"
          aria-hidden="true"
          className="absolute inset-0 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-700"
        />
      ) : null}
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        data-name={name}
        data-state={state}
        draggable={false}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={`h-full w-full rounded-xl border border-black/5 bg-white object-contain transition-opacity duration-150 dark:border-white/10 ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
      />
    </span>
  )
}
