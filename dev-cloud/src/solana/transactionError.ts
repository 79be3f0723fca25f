/** A transaction error as agave's JSON writes it: a bare name, or `{ Name: detail }`. */
export type TransactionErrorJson = string | Record<string, unknown>

/** litesvm's enum values name these, in this order (its TransactionErrorFieldless). */
const TRANSACTION_ERRORS: readonly string[] = `
  AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee
  InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee
  InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure
  ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion
  InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit
  TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner
  InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount
  WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded
  ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction
  ProgramCacheHitMaxLimit CommitCancelled
`
  .trim()
  .split(/\s+/)

/** litesvm's InstructionErrorFieldless, in order. */
const INSTRUCTION_ERRORS: readonly string[] = `
  GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall
  InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized
  UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend
  ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex
  ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged
  AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync
  InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt
  UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded
  InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation
  ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable
  IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar
  IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded
  MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError
`
  .trim()
  .split(/\s+/)

/** agave's Display texts for the errors a wallet meets; others show their name. */
const TRANSACTION_TEXTS: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
}
const INSTRUCTION_TEXTS: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
}

interface LitesvmInstructionError {
  index: number
  err(): number | { code?: number; msg?: string }
}

function instructionErrorJson(error: ReturnType<LitesvmInstructionError['err']>): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'InvalidError'
  if (typeof error.code === 'number') return { Custom: error.code }
  return 'BorshIoError'
}

/** litesvm's error object (a NAPI class per variant, or an enum number) as agave's JSON. */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  const variant = (error as { constructor: { name: string } }).constructor.name
  if (variant === 'TransactionErrorInstructionError') {
    const instruction = error as LitesvmInstructionError
    return { InstructionError: [instruction.index, instructionErrorJson(instruction.err())] }
  }
  if (variant === 'TransactionErrorDuplicateInstruction')
    return { DuplicateInstruction: (error as { index: number }).index }
  const accountIndex = (error as { accountIndex?: number }).accountIndex
  if (variant === 'TransactionErrorInsufficientFundsForRent')
    return { InsufficientFundsForRent: { account_index: accountIndex } }
  return { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } }
}

/** The error's text as agave shows it (preflight failures' message: "Transaction simulation failed: ..."). */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_TEXTS[error] ?? error
  const [name, detail] = Object.entries(error)[0] ?? ['', undefined]
  if (name === 'InstructionError' && Array.isArray(detail)) {
    const [index, inner] = detail as [number, unknown]
    const text =
      typeof inner === 'string'
        ? (INSTRUCTION_TEXTS[inner] ?? inner)
        : `custom program error: 0x${((inner as { Custom: number }).Custom ?? 0).toString(16)}`
    return `Error processing Instruction ${index}: ${text}`
  }
  if (name === 'InsufficientFundsForRent')
    return `Transaction results in an account (${(detail as { account_index: number }).account_index}) with insufficient funds for rent`
  return name
}
