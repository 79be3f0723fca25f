// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A devnet stand-in for Farcaster's IdRegistry (OP mainnet): fids are numbered from 1 in order of
/// registration and each belongs to one custody address, whose signature speaks for the fid (SIWF).
contract FarcasterIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    constructor() {
        owner = msg.sender;
    }

    /// The caller registers itself as the custody of a new fid.
    function register() external returns (uint256 fid) {
        return _register(msg.sender);
    }

    /// The deployer registers a new fid for `custody` (the devnet seeds known fids this way).
    function registerFor(address custody) external returns (uint256 fid) {
        require(msg.sender == owner, "IdRegistry: not the owner");
        return _register(custody);
    }

    function _register(address custody) private returns (uint256 fid) {
        require(custody != address(0), "IdRegistry: zero address");
        require(idOf[custody] == 0, "IdRegistry: has id");
        fid = ++idCounter;
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
