/// An action an app offers, adopting a schema intent so the shell understands it.
///
/// The counterpart of App Intents' `AppIntent`, without macros: the intent is a struct with
/// stored properties, and ``parameters`` declares them once, by schema name and key path.
///
/// ```swift
/// struct SendMessageIntent: AppIntent {
///   static let schema = SchemaIntent.named(.sendMessage)
///   var destination: [ContactEntity] = []
///   var content: String?
///   static var parameters: [IntentParameter<Self>] {
///     [.init("destination", \.destination), .init("content", \.content)]
///   }
///   func perform(in context: AppContext) throws -> IntentResult { … }
/// }
/// ```
public protocol AppIntent: Sendable {
  /// An intent with no parameter values yet; the runtime fills them.
  init()
  /// The schema intent this intent adopts.
  static var schema: SchemaIntent { get }
  /// The parameters, by schema name.
  static var parameters: [IntentParameter<Self>] { get }
  /// What running it does; the schema's by default.
  static var sideEffects: SideEffects { get }
  /// Whether it may run without the user proving who they are.
  static var authenticationPolicy: AuthenticationPolicy { get }
  /// How much the shell insists on `parameter`, given the parameters already filled; nil keeps
  /// the schema's requirement. (UnicornChat forwards a message without asking for content.)
  static func requirement(of parameter: String, given: Set<String>) -> SchemaParameter.Requirement?
  /// Why `value` cannot be this intent's `parameter`, said to the user, or nil when it can. The
  /// shell asks this as soon as the value is known, before asking anything else ("edit this
  /// message" on a message someone else wrote is refused at once, not after its new text).
  static func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  /// Runs the action against the app's data.
  func perform(in context: AppContext) throws -> IntentResult
}

extension AppIntent {
  public static var sideEffects: SideEffects { schema.sideEffects }
  public static var authenticationPolicy: AuthenticationPolicy { .alwaysAllowed }
  public static func requirement(of parameter: String, given: Set<String>) -> SchemaParameter.Requirement? {
    nil
  }
  public static func refusal(of value: ParameterValue, for parameter: String, in context: AppContext)
    -> IntentDialog?
  {
    nil
  }
}

/// When an intent may run (Apple's "safe to run").
public enum AuthenticationPolicy: Sendable, Hashable {
  case alwaysAllowed
  case requiresAuthentication
  case requiresLocalDeviceUnlock
}
