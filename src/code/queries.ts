import type { GrammarLanguage } from './languages.js';

/**
 * What the index takes from each syntax tree, as tree-sitter queries. Captures follow one naming
 * rule that `tree-sitter.ts` reads: `@def.<kind>` is a definition's whole node and `@name` its
 * name, `@ref` a name used (a call, a `new`), `@import` what an import names. The queries ask for
 * names and lines only, no documentation comments or locals: every pattern costs on every node.
 * In JavaScript an object literal is a definition only at the top of a module (`const OPTIONS = {`,
 * what ctags calls a class); a named function expression (`module.exports = function name()`) is one.
 */
const JAVASCRIPT = `
(function_declaration name: (_) @name) @def.function
(generator_function_declaration name: (_) @name) @def.function
(class_declaration name: (_) @name) @def.class
(method_definition name: (_) @name) @def.method
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def.function
(variable_declarator name: (identifier) @name value: (class)) @def.class
(assignment_expression left: [(identifier) @name (member_expression property: (property_identifier) @name)] right: [(arrow_function) (function_expression)]) @def.function
(assignment_expression left: [(identifier) @name (member_expression property: (property_identifier) @name)] right: (class)) @def.class
(function_expression name: (identifier) @name) @def.function
(program [(lexical_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object) (variable_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object)])
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name value: (object)) @def.object))
(call_expression function: [(identifier) @ref (member_expression property: (_) @ref)])
(new_expression constructor: [(identifier) @ref (member_expression property: (_) @ref)])
(import_statement source: (string (string_fragment) @import))
(export_statement source: (string (string_fragment) @import))
`;

const TYPESCRIPT = `${JAVASCRIPT}
(abstract_class_declaration name: (_) @name) @def.class
(interface_declaration name: (_) @name) @def.interface
(type_alias_declaration name: (_) @name) @def.type
(enum_declaration name: (_) @name) @def.enum
(function_signature name: (_) @name) @def.function
(method_signature name: (_) @name) @def.method
(abstract_method_signature name: (_) @name) @def.method
(internal_module name: (_) @name) @def.module
`;

const PYTHON = `
(class_definition body: (block (function_definition name: (identifier) @name) @def.method))
(class_definition body: (block (decorated_definition definition: (function_definition name: (identifier) @name) @def.method)))
(function_definition name: (identifier) @name) @def.function
(class_definition name: (identifier) @name) @def.class
(call function: [(identifier) @ref (attribute attribute: (identifier) @ref)])
(import_statement name: [(dotted_name) @import (aliased_import name: (dotted_name) @import)])
(import_from_statement module_name: (_) @import)
`;

const GO = `
(function_declaration name: (identifier) @name) @def.function
(method_declaration name: (field_identifier) @name) @def.method
(type_spec name: (type_identifier) @name) @def.type
(call_expression function: [(identifier) @ref (selector_expression field: (field_identifier) @ref)])
(import_spec path: (_) @import)
`;

const RUST = `
(function_item name: (identifier) @name) @def.function
(function_signature_item name: (identifier) @name) @def.function
(struct_item name: (type_identifier) @name) @def.struct
(enum_item name: (type_identifier) @name) @def.enum
(union_item name: (type_identifier) @name) @def.struct
(trait_item name: (type_identifier) @name) @def.interface
(type_item name: (type_identifier) @name) @def.type
(mod_item name: (identifier) @name) @def.module
(macro_definition name: (identifier) @name) @def.macro
(call_expression function: [(identifier) @ref (field_expression field: (field_identifier) @ref) (scoped_identifier name: (identifier) @ref)])
(macro_invocation macro: (identifier) @ref)
(use_declaration argument: (_) @import)
`;

const JAVA = `
(class_declaration name: (identifier) @name) @def.class
(interface_declaration name: (identifier) @name) @def.interface
(enum_declaration name: (identifier) @name) @def.enum
(record_declaration name: (identifier) @name) @def.class
(method_declaration name: (identifier) @name) @def.method
(constructor_declaration name: (identifier) @name) @def.method
(method_invocation name: (identifier) @ref)
(object_creation_expression type: (type_identifier) @ref)
(import_declaration (scoped_identifier) @import)
`;

const C_COMMON = `
(function_definition declarator: (function_declarator declarator: (_) @name)) @def.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))) @def.function
(struct_specifier name: (type_identifier) @name body: (_)) @def.struct
(union_specifier name: (type_identifier) @name body: (_)) @def.struct
(enum_specifier name: (type_identifier) @name body: (_)) @def.enum
(type_definition declarator: (type_identifier) @name) @def.type
(preproc_function_def name: (identifier) @name) @def.macro
(call_expression function: [(identifier) @ref (field_expression field: (field_identifier) @ref)])
(preproc_include path: (_) @import)
`;

const CPP = `${C_COMMON}
(class_specifier name: (type_identifier) @name body: (_)) @def.class
(namespace_definition name: (_) @name) @def.module
`;

const RUBY = `
(method name: (_) @name) @def.method
(singleton_method name: (_) @name) @def.method
(class name: [(constant) @name (scope_resolution name: (_) @name)]) @def.class
(module name: [(constant) @name (scope_resolution name: (_) @name)]) @def.module
(call method: (identifier) @ref)
(call method: (identifier) @_require arguments: (argument_list (string (string_content) @import)) (#match? @_require "^require"))
`;

const BASH = `
(function_definition name: (word) @name) @def.function
(command name: (command_name (word) @ref))
(command name: (command_name (word) @_source) argument: (word) @import (#match? @_source "^(source|\\\\.)$"))
`;

export const QUERIES: Record<GrammarLanguage, string> = {
  javascript: JAVASCRIPT,
  typescript: TYPESCRIPT,
  tsx: TYPESCRIPT,
  python: PYTHON,
  go: GO,
  rust: RUST,
  java: JAVA,
  c: C_COMMON,
  cpp: CPP,
  ruby: RUBY,
  bash: BASH,
};
