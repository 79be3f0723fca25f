// Preloaded into the bundler's process (node --import): alto listens on 0.0.0.0 and has no option
// for the host, while everything else the devnet runs listens on loopback only.
import net from 'node:net'

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (typeof first === 'object' && first !== null && 'port' in first)
    args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number') args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1')
  return listen.apply(this, args)
}
