/// Identifies what an animation drives, so that a new animation of the same thing retargets
/// the one in flight instead of fighting it.
///
/// A key is a name, or an object and a key path (what the key-path `animate` overloads use).
///
/// ```swift
/// let key: AnimationKey = "card.offset"
/// let same = AnimationKey.property(of: view, \.opacity)
/// ```
public struct AnimationKey: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  enum Storage: Hashable {
    case name(String)
    case property(ObjectIdentifier, AnyKeyPath)
  }

  let storage: Storage

  /// A key with a name.
  ///
  /// - Parameter name: Any string; equal names are the same key.
  public init(_ name: String) { storage = .name(name) }

  /// A key from a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { storage = .name(value) }

  /// The key of a property of an object: its identity and the key path.
  ///
  /// - Parameters:
  ///   - object: The object (only its identity is kept, not a reference).
  ///   - keyPath: The property.
  /// - Returns: The key.
  public static func property<Root: AnyObject>(of object: Root, _ keyPath: AnyKeyPath)
    -> AnimationKey
  {
    AnimationKey(storage: .property(ObjectIdentifier(object), keyPath))
  }

  private init(storage: Storage) { self.storage = storage }

  /// The name, or the object identity and key path.
  public var description: String {
    switch storage {
    case .name(let name): return name
    case .property(let object, let path): return "\(object) \(path)"
    }
  }
}
